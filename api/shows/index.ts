/** Show day (issue 32): what other domains use of it. */
export { fillShowAfterCapChange, withdrawCarFromShows } from './entries';
