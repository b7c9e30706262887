/**
 * The catalogue's public reads' addresses, written once: shared/catalogue/resources.ts declares each read with its
 * address from here, and the PWA's shared keys (pwa/src/http/queryKeys.ts, used by the first screens and the
 * offline mirror) are made from them without loading the declarations' schemas.
 */
export const catalogueAddresses = {
  models: '/api/models',
  model: '/api/models/{model}',
  images: '/api/models/{model}/images',
  years: '/api/models/{model}/years',
  year: '/api/models/{model}/years/{year}',
  trim: '/api/models/{model}/years/{year}/trims/{trim}',
  ownersCars: '/api/models/{model}/owners-cars',
  /** A member's own photo offers: never kept on the device (pwa/src/mirror/queryPersistence.ts). */
  ownPhotoOffers: '/api/garage/photo-offers',
} as const;
