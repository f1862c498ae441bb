import './ui.css';

/**
 * The server's messages for a form, as a list (docs/contract/cabinet.md §8): an alert when the form failed, a polite
 * status when they tell what happens next (the sign-up's "check your mail"). The role sits on a wrapper,
 * so the list stays a list for assistive technology.
 */
export function FormMessages({ messages, tone = 'error' }: { messages: readonly string[]; tone?: 'error' | 'info' }) {
  if (messages.length === 0) return null;
  return (
    <div role={tone === 'info' ? 'status' : 'alert'}>
      <ul className={tone === 'info' ? 'form-messages form-messages--info' : 'form-messages'}>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
