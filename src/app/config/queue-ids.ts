/** Queue and topic ids that differ per environment (001 §9, AMB-25). */
export interface QueueIds {
  serviceRequest: number;
  callRequest: number;
  /** The chat opened after direct compensation with the insurer `if` (K-39). */
  insuranceDefaultQueue: number;
  childChatTopic: number;
}

/** K-40 */
export const prodQueueIds: QueueIds = {
  serviceRequest: 5240,
  callRequest: 5471,
  insuranceDefaultQueue: 3,
  childChatTopic: 4,
};

/** K-41 */
export const stgQueueIds: QueueIds = {
  serviceRequest: 4814,
  callRequest: 4815,
  insuranceDefaultQueue: 2,
  childChatTopic: 4,
};

/** K-42: shared by `local`, `dev` and `test`. */
export const testQueueIds: QueueIds = {
  serviceRequest: 2948,
  callRequest: 2950,
  insuranceDefaultQueue: 2,
  childChatTopic: 12,
};
