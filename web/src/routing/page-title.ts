// Routes name their page in `handle.title`; the deepest one wins.
export interface RouteHandle {
  title?: string;
}

export const PRODUCT_NAME = 'ДентЛид';

export function documentTitle(handles: readonly unknown[]): string {
  const titles = handles
    .map((handle) => (handle as RouteHandle | undefined)?.title)
    .filter((title): title is string => typeof title === 'string' && title !== '');
  const title = titles.at(-1);
  return title ? `${title} — ${PRODUCT_NAME}` : `${PRODUCT_NAME} — онлайн-запись и квизы для стоматологий`;
}
