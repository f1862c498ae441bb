import './ui.css';

/** The server's messages for a failed form, as a list (spec cabinet §8). */
export function FormMessages({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul className="form-messages" role="alert">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
