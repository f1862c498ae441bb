// The start page's parts (docs/contract/widget-quiz-configurator.md §2 "Public quiz"), shared by the public page and the builder's
// live preview: the logo at its scale, the headline with its text and button, the company lines, and
// which sections and actions a layout shows (the mobile version's own, when it has them).
import type { AbTestVariant, QuizPublicView } from '../../shared/schemas/quiz';
import { typograph } from '../../shared/domain/typography';
import { ProgressiveImage } from './ProgressiveImage';

type Company = Pick<QuizPublicView, 'companyName' | 'address' | 'phone' | 'inn'>;

export function QuizLogo({ logo, rangeSize, alt }: { logo: string; rangeSize: number | undefined; alt: string }) {
  return <ProgressiveImage className="qz-logo" name={logo} alt={alt} style={{ height: `${(rangeSize ?? 100) * 0.48}px` }} priority />;
}

interface StartSectionProps {
  header: string;
  paragraph: string | undefined;
  buttonText: string | undefined;
  onStart: () => void;
}

export function StartSection({ header, paragraph, buttonText, onStart }: StartSectionProps) {
  return (
    <section className="qz-start">
      <h1>{typograph(header)}</h1>
      {paragraph && <p>{typograph(paragraph)}</p>}
      <button type="button" className="qz-button" onClick={onStart}>
        {buttonText || 'Рассчитать'}
      </button>
    </section>
  );
}

/** What a visitor of the A/B variant sees: the variant's fields, the main quiz's where the variant has none. */
export function variantPage<Q extends AbTestVariant>(quiz: Q, variant: AbTestVariant | undefined): Q {
  if (!variant) return quiz;
  const defined = Object.entries(variant).filter(([, field]) => field !== undefined && !(Array.isArray(field) && field.length === 0));
  return { ...quiz, ...Object.fromEntries(defined) };
}

/** The start page's headline and text: on phones the mobile version's, when it has them. */
export function startTexts(page: AbTestVariant, quizName: string, mobile: boolean): { header: string; paragraph: string | undefined } {
  const phone = mobile ? page.mobileVersionQuiz : undefined;
  return { header: phone?.header || page.header || quizName, paragraph: phone?.paragraf || page.paragraf };
}

export const sectionsShown = (page: AbTestVariant, mobile: boolean) =>
  (mobile ? page.mobileVersionQuiz?.rightSectionList : undefined)?.length
    ? page.mobileVersionQuiz!.rightSectionList!
    : (page.rightSectionList ?? []);

export const actionsShown = (page: AbTestVariant, mobile: boolean) =>
  mobile && page.mobileVersionQuiz?.actionList?.length ? page.mobileVersionQuiz.actionList : (page.actionList ?? []);

export function MobileHeader({ quiz }: { quiz: Company }) {
  if (!quiz.companyName && !quiz.address && !quiz.phone) return null;
  return (
    <header className="qz-mobile-header">
      {quiz.companyName && <strong>{quiz.companyName}</strong>}
      {quiz.address && <span>{quiz.address}</span>}
      {quiz.phone && <a href={`tel:${quiz.phone.replace(/[^\d+]/g, '')}`}>{quiz.phone}</a>}
    </header>
  );
}

export function Footer({ quiz }: { quiz: Company }) {
  if (!quiz.companyName && !quiz.address && !quiz.phone) return null;
  return (
    <footer className="qz-footer">
      {quiz.address && <span>{quiz.address}</span>}
      {quiz.phone && <a href={`tel:${quiz.phone.replace(/[^\d+]/g, '')}`}>{quiz.phone}</a>}
      {quiz.companyName && <span>{quiz.companyName}</span>}
      {quiz.inn && <span>ИНН {quiz.inn}</span>}
    </footer>
  );
}
