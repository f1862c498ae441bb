import { Loader } from '../ui/Loader';

/** Shown while the first page's code loads. */
export function PageLoader() {
  return (
    <div style={{ margin: 'auto' }}>
      <Loader />
    </div>
  );
}
