// The booking widget as patients see it, embedded on 'Ваша клиника' (docs/contract/cabinet.md §2), with the one
// line a clinic pastes on its site. The preview reloads whenever the saved profile changes.
import { useState } from 'react';

interface Props {
  userId: string;
  /** Changes after every successful save (the query's update time), to refresh the preview. */
  version: number;
}

export function WidgetPreview({ userId, version }: Props) {
  const [copied, setCopied] = useState(false);
  const snippet = `<script src="${window.location.origin}/api/js?id=${encodeURIComponent(userId)}" async></script>`;

  const copy = async () => {
    await navigator.clipboard.writeText(snippet);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  };

  return (
    <section className="panel widget-preview" aria-labelledby="widget-preview-title">
      <h2 id="widget-preview-title" className="panel__title">
        Виджет записи
      </h2>
      <p className="panel__hint">
        Вставьте этот код на каждую страницу сайта клиники перед закрывающим тегом &lt;/body&gt; — появится кнопка «Онлайн запись». Любой
        элемент сайта с атрибутом <code>data-dentlead-open</code> тоже открывает виджет.
      </p>
      <div className="widget-preview__snippet">
        <code aria-label="Код для сайта">{snippet}</code>
        <button type="button" className="btn btn--secondary btn--small" onClick={copy}>
          {copied ? 'Скопировано' : 'Скопировать'}
        </button>
      </div>
      <iframe
        key={version}
        className="widget-preview__frame"
        title="Предпросмотр виджета записи"
        src={`/widget?id=${encodeURIComponent(userId)}&preview=1`}
        loading="lazy"
      />
    </section>
  );
}
