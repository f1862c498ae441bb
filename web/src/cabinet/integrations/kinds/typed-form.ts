// The dialogs that add an entry by typing it, as a kind's Connect part. Loaded when opened: the form's fields stay out
// of the screen's first chunk, and the registry's own graph carries no form.
import { lazy } from 'react';

/** The kind's fields, typed (kinds/<kind>.tsx `fields`). */
export const TypedForm = lazy(() => import('../AddIntegrationModal'));
/** IDENT: its name typed, its key made by the server and shown to copy. */
export const IdentForm = lazy(() => import('../IdentConnect'));
