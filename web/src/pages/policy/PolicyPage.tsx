// The personal-data processing policy (docs/contract/widget-quiz-configurator.md §2 "Privacy policy page"): logo to "/", the text,
// the operator's e-mail from build-time configuration.
import { Link } from 'react-router';
import { consentDateLabel } from '../../../../shared/domain/consent/record-text';
import { CURRENT_CONSENT } from '../../../../shared/domain/consent/versions';
import { OPERATOR_EMAIL } from '../../config';
import { Logo } from '../../ui/Logo';
import { POLICY_EDITION_DATE, policySections } from './policy-text';
import './policy.css';

export default function PolicyPage() {
  const sections = policySections(OPERATOR_EMAIL);
  return (
    <div className="policy">
      <header className="policy__header">
        <Logo />
      </header>
      <main className="policy__body">
        <h1>Политика в отношении обработки персональных данных</h1>
        <p className="policy__meta">Редакция от {POLICY_EDITION_DATE}</p>
        <p className="policy__meta">
          Текущая версия согласия на обработку персональных данных: {CURRENT_CONSENT.id} от {consentDateLabel(CURRENT_CONSENT.date)}
        </p>
        <nav className="policy__toc" aria-label="Содержание">
          <ol>
            {sections.map((section, index) => (
              <li key={section.title}>
                <a href={`#policy-${index + 1}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section key={section.title} id={`policy-${index + 1}`} aria-labelledby={`policy-${index + 1}-title`}>
            <h2 id={`policy-${index + 1}-title`}>
              {index + 1}. {section.title}
            </h2>
            {section.paragraphs.map((paragraph, paragraphIndex) => (
              <p key={paragraphIndex}>{paragraph}</p>
            ))}
            {section.items ? (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        <p className="policy__back">
          <Link to="/">Вернуться на главную</Link>
        </p>
      </main>
    </div>
  );
}
