/**
 * A narrow entry of the notifications feature (pwa/src/README.md): the @mention suggestions for the post and comment
 * forms, kept out of the light main entry the header loads.
 */
export { useMentionCombobox } from '../mentions/useMentionCombobox';
