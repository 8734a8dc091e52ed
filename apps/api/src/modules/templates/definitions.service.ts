/**
 * Questions, question categories and forms: the definitions the engine fills. Every change writes
 * its audit row in its transaction; a form change freezes a new version (versions.ts). One file
 * each; this is the module's one entry to them.
 */
export * from './forms.service';
export * from './question-categories.service';
export * from './questions.service';
