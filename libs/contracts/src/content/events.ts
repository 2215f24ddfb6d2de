/** Events the content service publishes. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ContentEvents {}
