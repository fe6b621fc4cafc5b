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

/** A refused step's text when the server gives no words of its own. */
export const STEP_FAILED = 'Something went wrong. Please try again.';
