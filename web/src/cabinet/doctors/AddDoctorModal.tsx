// 'Новый врач': a doctor added by hand, with the default weekly schedule (spec cabinet §5).
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { DoctorView } from '../../../../shared/schemas/doctor';
import type { ApiError } from '../../api/client';
import { FormMessages } from '../../ui/FormMessages';
import { Spinner } from '../../ui/Loader';
import { TextField } from '../../ui/TextField';
import { Modal } from '../controls/Modal';
import { defaultSchedule } from './doctor-model';
import { createDoctor } from './doctors-api';

export function AddDoctorModal({ onClose, onCreated }: { onClose: () => void; onCreated: (doctor: DoctorView) => void }) {
  const [name, setName] = useState('');
  const create = useMutation<DoctorView, ApiError, string>({
    mutationFn: (value) => createDoctor({ name: value, schedule: defaultSchedule() }),
    onSuccess: (doctor) => {
      onCreated(doctor);
      onClose();
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() !== '' && !create.isPending) create.mutate(name.trim());
  }
  return (
    <Modal title="Новый врач" onClose={onClose}>
      <form className="modal-form" onSubmit={submit}>
        <TextField
          label="Имя врача"
          name="doctorName"
          placeholder="Иванова Мария Сергеевна"
          value={name}
          onChange={setName}
          autoComplete="off"
        />
        <p className="panel__hint">
          Врачу сразу задаётся расписание Пн–Пт 09:00–18:00 с перерывом 13:00–14:00; его можно изменить в карточке.
        </p>
        <FormMessages messages={create.error?.messages ?? []} />
        <div className="modal__actions">
          <button type="button" className="btn btn--ghost btn--small" onClick={onClose}>
            Отмена
          </button>
          <button type="submit" className="btn btn--primary btn--small" disabled={name.trim() === '' || create.isPending}>
            {create.isPending ? <Spinner /> : null}
            Добавить врача
          </button>
        </div>
      </form>
    </Modal>
  );
}
