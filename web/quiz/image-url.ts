// Quiz images and videos are served by GET /api/img (spec widget §7); videos play as they are.
export const imageUrl = (name: string, size?: '250' | '500' | '750') =>
  `/api/img?name=${encodeURIComponent(name)}${size ? `&size=${size}` : ''}`;

export const isVideo = (name: string) => /\.(mp4|webm)$/i.test(name);
