// The live preview beside the landing page form: the public page's own start-page components
// (web/quiz), laid out in a frame of a desktop's or a phone's width and scaled down to fit the column.
// The frame is a size container, so section heights (shares of the screen) follow the frame.
import { useLayoutEffect, useRef, useState } from 'react';
import type { QuizFields } from '../../../../../../shared/schemas/quiz';
import { ActionList } from '../../../../../quiz/ActionList';
import { RightSections } from '../../../../../quiz/RightSections';
import { actionsShown, Footer, MobileHeader, QuizLogo, sectionsShown, StartSection, startTexts } from '../../../../../quiz/StartPage';
import '../../../../../quiz/quiz.css';
import type { PageFields } from '../page-base';

const FRAME = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 780 } } as const;

interface LandingPreviewProps {
  quiz: QuizFields;
  page: PageFields;
  mobile: boolean;
}

export function LandingPreview({ quiz, page, mobile }: LandingPreviewProps) {
  const frame = FRAME[mobile ? 'mobile' : 'desktop'];
  const [box, scale] = useFitScale(frame.width);
  return (
    <figure className="quiz-preview" aria-label={mobile ? 'Предпросмотр: телефон' : 'Предпросмотр: компьютер'}>
      <figcaption className="quiz-preview__caption">
        {mobile ? 'Так страницу увидят на телефоне' : 'Так страницу увидят на компьютере'}
      </figcaption>
      <div ref={box} className="quiz-preview__box" style={{ height: frame.height * scale }}>
        {/* Only a picture of the page: nothing in it is focusable or announced. */}
        <div
          className="quiz-preview__frame"
          data-testid="landing-preview"
          data-layout={mobile ? 'mobile' : 'desktop'}
          aria-hidden="true"
          inert
          style={{ width: frame.width, height: frame.height, transform: `scale(${scale})` }}
        >
          <StartPagePicture quiz={quiz} page={page} mobile={mobile} />
        </div>
      </div>
    </figure>
  );
}

function StartPagePicture({ quiz, page, mobile }: LandingPreviewProps) {
  return (
    <div className={`qz qz-at-start${mobile ? ' qz-mobile' : ''}`}>
      {mobile && <MobileHeader quiz={quiz} />}
      <div className="qz-left">
        <div className="qz-top">{quiz.logo && <QuizLogo logo={quiz.logo} rangeSize={quiz.rangeSize} alt="" />}</div>
        <StartSection {...startTexts(page, quiz.name, mobile)} buttonText={page.nextButton ?? quiz.nextButton} onStart={() => {}} />
        <ActionList actions={actionsShown(page, mobile)} header={mobile ? 'Наши акции' : page.actionHeader} />
        {!mobile && <Footer quiz={quiz} />}
      </div>
      <RightSections sections={sectionsShown(page, mobile)} mobile={mobile} heightUnit="cqh" />
    </div>
  );
}

/** A ref for the column and the scale that fits a frame `width` wide into it (never enlarged). */
function useFitScale(width: number) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScale(Math.min(1, element.clientWidth / width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return [box, scale] as const;
}
