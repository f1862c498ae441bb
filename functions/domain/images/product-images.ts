// The product's own images, served by GET /api/img like the clinics' uploads: the booking widget shows
// footer.svg ('Работает на ДентЛид') under its first step (docs/contract/widget-quiz-configurator.md §2, §7). Kept in code: they are
// tiny and change only with a release.
import type { ProductImageName } from '../../../shared/schemas/images';
import type { StoredFile } from '../../store/images';

const FOOTER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="148" height="16" viewBox="0 0 148 16" role="img" aria-label="Работает на ДентЛид">
<path d="M4.5 2.2c1.6-.9 3.1-.4 3.5-.2.4-.2 1.9-.7 3.5.2 1.9 1.1 1.6 4 .9 5.8-.5 1.4-.7 2.7-.9 4.2-.2 1.3-.6 2.3-1.3 2.3-.8 0-1-1-1.2-2.3-.2-1-.4-1.8-1-1.8s-.8.8-1 1.8c-.2 1.3-.4 2.3-1.2 2.3-.7 0-1.1-1-1.3-2.3-.2-1.5-.4-2.8-.9-4.2-.7-1.8-1-4.7.9-5.8z" fill="#5b84ff"/>
<text x="20" y="12" font-family="Inter, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="11" fill="#6b687e">Работает на ДентЛид</text>
</svg>
`;

const PRODUCT_IMAGES: Record<ProductImageName, StoredFile> = {
  'footer.svg': { bytes: new TextEncoder().encode(FOOTER_SVG), contentType: 'image/svg+xml' },
};

export function productImage(name: string): StoredFile | undefined {
  return Object.hasOwn(PRODUCT_IMAGES, name) ? PRODUCT_IMAGES[name as ProductImageName] : undefined;
}
