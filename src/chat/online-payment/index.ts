// The online-payment toggle of a chat the patient pays herself (Q-18, Q-32…Q-35, AMB-21, NS-29).
export { OnlinePaymentPanel, type OnlinePaymentPanelProps } from './online-payment-panel.tsx';
export {
  onlinePaymentStateOf,
  onlinePaymentView,
  type OnlinePaymentInput,
  type OnlinePaymentState,
  type OnlinePaymentView,
  type PaymentsMaintenance,
} from './online-payment-view.ts';
