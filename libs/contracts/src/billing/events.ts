/** Events the billing service publishes. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface BillingEvents {}
