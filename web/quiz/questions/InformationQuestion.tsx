// information (docs/contract/widget-quiz-configurator.md §3): a picture and a text to read; nothing to answer.
import type { QuestionOf } from '../../../shared/schemas/quiz';
import { typograph } from '../../../shared/domain/typography';
import { ProgressiveImage } from '../ProgressiveImage';
import type { QuestionBodyProps } from './body-props';

export function InformationQuestion({ question }: QuestionBodyProps<QuestionOf<'information'>>) {
  return (
    <div className="qz-information">
      {question.information && <ProgressiveImage name={question.information} width={750} height={420} />}
      {question.paragraph && <p>{typograph(question.paragraph)}</p>}
    </div>
  );
}
