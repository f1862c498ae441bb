// What is wrong with one row of the schedule dialog (a weekday, an exception), read out when it appears;
// the row's fields point at it with aria-describedby.
export function RowErrors({ id, messages }: { id: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert">
      <ul id={id} className="schedule-day__errors">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
