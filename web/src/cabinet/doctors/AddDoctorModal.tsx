// 'Новый врач': a doctor added by hand, with the default weekly schedule (docs/contract/cabinet.md §5), within the
// clinic's doctor limit (the shared rule the server applies too).
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { doctorLimitProblem } from '../../../../shared/domain/doctor-limit';
import type { DoctorView } from '../../../../shared/schemas/doctor';
import type { ApiError } from '../../api/client';
import { FormMessages } from '../../ui/FormMessages';
import { Spinner } from '../../ui/Loader';
import { TextField } from '../../ui/TextField';
import { Modal } from '../controls/Modal';
import { defaultSchedule } from './doctor-model';
import { createDoctor } from './doctors-api';

interface AddDoctorModalProps {
  /** The clinic's doctors now (deleted ones aside). */
  doctorCount: number;
  onClose: () => void;
  onCreated: (doctor: DoctorView) => void;
}

export function AddDoctorModal({ doctorCount, onClose, onCreated }: AddDoctorModalProps) {
  const [name, setName] = useState('');
  const full = doctorLimitProblem(doctorCount);
  const create = useMutation<DoctorView, ApiError, string>({
    mutationFn: (value) => createDoctor({ name: value, schedule: defaultSchedule() }),
    onSuccess: (doctor) => {
      onCreated(doctor);
      onClose();
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() !== '' && !create.isPending && !full) create.mutate(name.trim());
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
        <FormMessages messages={full ? [full] : (create.error?.messages ?? [])} />
        <div className="modal__actions">
          <button type="button" className="btn btn--ghost btn--small" onClick={onClose}>
            Отмена
          </button>
          <button
            type="submit"
            className="btn btn--primary btn--small"
            disabled={name.trim() === '' || create.isPending || full !== undefined}
          >
            {create.isPending ? <Spinner /> : null}
            Добавить врача
          </button>
        </div>
      </form>
    </Modal>
  );
}
