import { messages } from '@phonehaat/contract';

type SpecMessages = typeof messages;

/**
 * The spec's texts as the English catalogue: taken from the contract, so they are written once. A text
 * with a value (`{name} Deleted Successfully`) becomes a template with `{{value}}`.
 */
const spec = Object.fromEntries(
  Object.entries(messages).map(([key, text]) => [key, typeof text === 'function' ? text('{{value}}') : text]),
) as { [Key in keyof SpecMessages]: string };

export default spec;
