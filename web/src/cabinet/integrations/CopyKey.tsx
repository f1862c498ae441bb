// A key the clinic copies into another system (IDENT's integration key), with 'Скопировать'.
import { useEffect, useState } from 'react';

export function CopyKey({ value }: { value: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard permission: select the key so the user can copy it by hand.
      const element = document.getElementById(`key-${value}`);
      if (element) window.getSelection()?.selectAllChildren(element);
    }
  }

  return (
    <div className="integration-key">
      <span className="integration-key__label">Ключ интеграции</span>
      <div className="integration-key__row">
        <code id={`key-${value}`} className="integration-key__value" data-testid="ident-key">
          {value}
        </code>
        <button type="button" className="btn btn--secondary btn--small" onClick={() => void copy()}>
          {copied ? 'Скопировано' : 'Скопировать'}
        </button>
      </div>
    </div>
  );
}
