/** The wizard's steps; `label` is the catalogue key of the step's name. */
export const STEPS = [
  { id: 'visa', label: 'apply.steps.visa' },
  { id: 'dates', label: 'apply.steps.dates' },
  { id: 'travellers', label: 'apply.steps.travellers' },
  { id: 'documents', label: 'apply.steps.documents' },
  { id: 'review', label: 'apply.steps.review' },
  { id: 'done', label: 'apply.steps.done' },
] as const;
export type StepId = (typeof STEPS)[number]['id'];

export const isStep = (value: string | null): value is StepId => STEPS.some((step) => step.id === value);

/** A message from the server's error envelope, with the field messages the step shows by its inputs. */
export interface StepError {
  message: string;
  fields: Record<string, string>;
}
