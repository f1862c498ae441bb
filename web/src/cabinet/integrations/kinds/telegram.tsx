// Telegram's card: a group comes only from its one-time code (TelegramConnect), its name is edited in place, and a
// connected group can be sent a test message (which also learns a group's new id when it became a supergroup).
import { useState } from 'react';
import { KIND_TITLES } from '../../../../../shared/domain/integration-names';
import type { TelegramTestAnswer } from '../../../../../shared/schemas/integrations';
import { ApiError } from '../../../api/client';
import { ActionButton, ActionResult, type ActionState } from '../ActionResult';
import { fieldText } from '../entries';
import { sendTelegramTest } from '../integrations-api';
import { TelegramConnect } from '../TelegramConnect';
import type { DetailsProps, KindUi } from './kind-ui';

function TelegramTest({
  chatId,
  beforeSend,
  onMigrated,
  onChecked,
}: {
  chatId: string;
  beforeSend: () => Promise<void>;
  onMigrated: (answer: TelegramTestAnswer) => void;
  /** The test's outcome is now the card's last one: reload it. */
  onChecked: () => void;
}) {
  const [state, setState] = useState<ActionState>({ status: 'idle' });

  async function send() {
    setState({ status: 'sending' });
    try {
      await beforeSend();
      const answer = await sendTelegramTest(chatId);
      if (answer.chatId !== chatId) {
        onMigrated(answer);
        setState({ status: 'sent', message: `Сообщение отправлено. Группа стала супергруппой, её новый ID ${answer.chatId} сохранён` });
      } else {
        setState({ status: 'sent', message: 'Тестовое сообщение отправлено — проверьте группу' });
        onChecked();
      }
    } catch (error) {
      setState({ status: 'error', message: error instanceof ApiError ? error.message : 'Не удалось отправить сообщение' });
      onChecked();
    }
  }

  return (
    <div className="integration-test">
      <ActionButton state={state} onClick={() => void send()}>
        Отправить тестовое сообщение
      </ActionButton>
      <ActionResult state={state} />
    </div>
  );
}

function TelegramDetails({ entry, active, confirmed, flush, refresh }: DetailsProps) {
  if (!active || !confirmed) return null;
  return (
    <TelegramTest
      chatId={fieldText(entry, 'id').trim()}
      beforeSend={flush}
      onMigrated={() => void refresh()}
      onChecked={() => void refresh()}
    />
  );
}

export const telegramUi = {
  kind: 'telegram',
  title: KIND_TITLES.telegram,
  description: 'Заявки приходят сообщением от нашего бота в группу Telegram клиники.',
  // The group's id comes from Telegram when its one-time code arrives there (TelegramConnect); only the label is edited.
  fields: [{ name: 'name', label: 'Название группы', placeholder: 'Заявки клиники' }],
  incompleteHint: 'Группа подключена без кода: удалите её и подключите заново кнопкой «Подключить»',
  incomplete: ({ active, confirmed }) => !active || !confirmed,
  Connect: TelegramConnect,
  Details: TelegramDetails,
} satisfies KindUi<'telegram'>;
