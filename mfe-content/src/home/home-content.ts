import content from '../content/home.json';

export type HomeContent = typeof content;
export const home: HomeContent = content;
