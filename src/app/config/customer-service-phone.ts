/** The customer-service number: one value for the footer, login help, modals and pages (NS-07). */
export interface CustomerServicePhone {
  /** As patients read it. */
  display: string;
  /** E.164, for `tel:` links. */
  tel: string;
}

/** NS-07: the provider's fixed Finnish help line. */
export const customerServicePhone: CustomerServicePhone = {
  display: '010 555 1200',
  tel: '+358105551200',
};
