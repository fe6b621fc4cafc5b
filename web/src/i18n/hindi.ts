import serverMessages from '@contract/messages.hi.json';
import catalogueTexts from '../../../data/catalogue/hi.json';
import storedTexts from './stored-texts.hi.json';

/**
 * Everything Hindi in one chunk: the screens' catalogue, and the texts keyed by their English wording: the contract's
 * and server's messages, and the catalogue's own texts (data/catalogue/hi.json) that applications keep as they were
 * when applied for (option name, validity, stay, checklist documents), and the notes and ledger remarks stored in
 * English (stored-texts.hi.json).
 */
export { default as hindi } from './messages/hi.json';
/** The catalogue's Hindi as it is (requirement sentences, visa types), for the pages that build catalogue text. */
export const hindiCatalogueData: Record<string, unknown> = catalogueTexts;
export const hindiMessages: Record<string, string> = {
  ...catalogueTexts.summaries,
  ...catalogueTexts.texts,
  ...storedTexts,
  ...serverMessages,
};
