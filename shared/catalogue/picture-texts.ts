/** Texts of a model's picture credit and of its page's "Owners' cars" strip (the PWA and its tests read them). */
export const modelPictureTexts = {
  /** Under a model's picture when it is a member's garage photo. */
  photoCredit: (name: string) => `Photo: ${name}`,
  ownersCarsTitle: "Owners' cars",
  ownersCarsLead: (modelName: string) => `${modelName}s in members' garages.`,
  ownersCarOwner: (name: string) => `Owned by ${name}`,
} as const;
