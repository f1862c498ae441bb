// amoCRM's card (docs/contract/cabinet.md §4 "CRM flow"): connected by amo's consent page (AmoConnect), never typed; the card shows
// the account, where leads go and what to do when access is lost, and opens the pipeline choice or the reconnect
// itself. Its entries change only through the amo calls, never by the screen's autosave.
import { useState } from 'react';
import { KIND_TITLES } from '../../../../../shared/domain/integration-names';
import { AmoEntryDetails, AmoSetupModal, AmoStartModal, useAmoReturn } from '../AmoConnect';
import type { EntryRecord } from '../entries';
import type { ConnectProps, DetailsProps, KindUi, ReturnProps } from './kind-ui';

function AmoCard({ entry, adopt }: DetailsProps) {
  const [open, setOpen] = useState<'pipeline' | 'reconnect' | null>(null);
  return (
    <>
      <AmoEntryDetails entry={entry} onChoose={() => setOpen('pipeline')} onReconnect={() => setOpen('reconnect')} />
      {open === 'pipeline' ? (
        <AmoSetupModal entry={entry} onSaved={(answer) => adopt(answer.integrations)} onClose={() => setOpen(null)} />
      ) : open === 'reconnect' ? (
        <AmoStartModal reconnect={entry} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}

/** Back from amo's consent page: the account connected, then its pipeline and stage asked for unless a reconnect kept them. */
function AmoReturn({ view, adopt }: ReturnProps) {
  const [choosing, setChoosing] = useState<string | null>(null);
  const amoReturn = useAmoReturn((answer) => {
    adopt(answer.integrations);
    const entry = answer.integrations.amoCrm.find((candidate) => candidate._id === answer.id);
    if (!entry?.active) setChoosing(answer.id);
  });
  const entry = view.amoCrm.find((candidate) => candidate._id === choosing) as unknown as EntryRecord | undefined;
  return (
    <>
      {amoReturn.status === 'loading' ? (
        <p className="integrations-amo-return" role="status">
          <span className="spinner" aria-hidden="true" /> Подключаем amoCRM: получаем воронки…
        </p>
      ) : amoReturn.status === 'error' ? (
        <p className="integrations-amo-return integration-modal__error" role="alert">
          {amoReturn.message}
        </p>
      ) : null}
      {entry ? <AmoSetupModal entry={entry} onSaved={(answer) => adopt(answer.integrations)} onClose={() => setChoosing(null)} /> : null}
    </>
  );
}

const AmoConnect = ({ onClose }: ConnectProps) => <AmoStartModal onClose={onClose} />;

export const amoCrmUi = {
  kind: 'amoCrm',
  title: KIND_TITLES.amoCrm,
  description: 'Заявки создаются сделками с контактом пациента в выбранной воронке и на выбранном этапе amoCRM.',
  fields: [],
  incompleteHint: 'Выберите воронку и этап, куда отправлять заявки',
  // The card's own part says what is missing (the pipeline, or access).
  incomplete: () => false,
  savedByItsOwnCalls: true,
  Connect: AmoConnect,
  Details: AmoCard,
  Return: AmoReturn,
} satisfies KindUi<'amoCrm'>;
