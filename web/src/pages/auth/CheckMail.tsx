import { FormMessages } from '../../ui/FormMessages';

/** After a request that mails a link: what the server said, and a way to ask again. */
export function CheckMail({
  titleId,
  messages,
  again,
  onAgain,
}: {
  titleId: string;
  messages: string[];
  again: string;
  onAgain: () => void;
}) {
  return (
    <section className="auth__form" aria-labelledby={titleId}>
      <h1 id={titleId}>Проверьте почту</h1>
      <FormMessages tone="info" messages={messages} />
      <p className="auth__alt">
        Письмо не пришло? Проверьте папку «Спам» или{' '}
        <button type="button" className="link-button" onClick={onAgain}>
          {again}
        </button>
        .
      </p>
    </section>
  );
}
