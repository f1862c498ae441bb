// A screen (or the whole cabinet) whose data did not load: what failed, the reason, and a retry.
interface LoadFailedProps {
  /** As in 'Не удалось загрузить интеграции'. */
  what: string;
  query: { error: Error | null; refetch: () => unknown };
}

export function LoadFailed({ what, query }: LoadFailedProps) {
  return (
    <div className="cabinet-screen">
      <div className="coming-soon" role="alert">
        <h2>{`Не удалось загрузить ${what}`}</h2>
        <p>{query.error?.message}</p>
        <button type="button" className="btn btn--primary btn--small" onClick={() => void query.refetch()}>
          Повторить
        </button>
      </div>
    </div>
  );
}
