// A screen before its first data: the title, then a loader, or what failed to load with a retry.
import { Loader } from '../../ui/Loader';

interface ScreenLoadingProps {
  title: string;
  /** What is loading, as in 'Не удалось загрузить врачей' and 'Загружаем врачей…'. */
  what: string;
  /** The query that failed, if one did. */
  failed: { error: Error | null; refetch: () => unknown } | undefined;
}

export function ScreenLoading({ title, what, failed }: ScreenLoadingProps) {
  return (
    <>
      <h1 className="cabinet-screen__title">{title}</h1>
      {failed ? (
        <div className="empty-note" role="alert">
          Не удалось загрузить {what}: {failed.error?.message}{' '}
          <button type="button" className="link-button" onClick={() => void failed.refetch()}>
            Повторить
          </button>
        </div>
      ) : (
        <Loader label={`Загружаем ${what}…`} />
      )}
    </>
  );
}
