// One question's answer area, by type (spec widget §3: 12 types; an untyped question is a textarea).
import type { Question } from '../../../shared/schemas/quiz';
import { typograph } from '../../../shared/domain/typography';
import { type Answer, type Answers, choicesOf, contactsOf, type Problem, teethOf, textOf } from '../answers';
import { ProgressiveImage } from '../ProgressiveImage';
import { ChoiceQuestion } from './ChoiceQuestion';
import { ContactsQuestion } from './ContactsQuestion';
import { TextQuestion } from './TextQuestion';
import { ToothChart } from './ToothChart';

interface Props {
  question: Question;
  answers: Answers;
  problem: Problem;
  onAnswer: (answer: Answer) => void;
  onPicked: () => void;
}

export function QuestionBody({ question, answers, problem, onAnswer, onPicked }: Props) {
  const invalid = problem !== null;
  switch (question.type) {
    case 'radio':
    case 'radio-img':
    case 'checkbox':
    case 'checkbox-img':
    case 'select':
      return (
        <ChoiceQuestion
          question={question}
          chosen={choicesOf(answers, question)}
          invalid={invalid}
          onChange={onAnswer}
          onPicked={onPicked}
        />
      );
    case 'checkbox-dental':
      return <ToothChart selection={teethOf(answers, question)} invalid={invalid} onChange={onAnswer} />;
    case 'contacts':
      return <ContactsQuestion question={question} value={contactsOf(answers, question)} problem={problem} onChange={onAnswer} />;
    case 'information':
      return (
        <div className="qz-information">
          {question.information && <ProgressiveImage name={question.information} width={750} height={420} />}
          {question.paragraph && <p>{typograph(question.paragraph)}</p>}
        </div>
      );
    case 'ThankYouPages':
      return null;
    default:
      return (
        <TextQuestion
          question={question}
          value={textOf(answers, question)}
          invalid={invalid}
          message={problem?.message}
          onChange={onAnswer}
        />
      );
  }
}
