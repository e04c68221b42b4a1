/** The words for a developer's picture, on its page and in the media library: an editor uploads one of its buildings. */
export const developerPictureAlt = (name: string) => `A development by ${name}`;
