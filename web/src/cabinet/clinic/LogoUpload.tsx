// The clinic logo: a 250x250 preview, upload (SVG, PNG, JPEG) and removal.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ClinicView } from '../../../../shared/schemas/clinic';
import type { ApiError } from '../../api/client';
import { FormMessages } from '../../ui/FormMessages';
import { Spinner } from '../../ui/Loader';
import { acceptOf, chosenImageProblem } from '../images/image-file';
import { imageUrl, uploadLogo } from '../images/images-api';
import { clinicQuery, removeLogo } from './clinic-api';

export function LogoUpload({ clinic }: { clinic: ClinicView }) {
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const store = (view: ClinicView) => client.setQueryData(clinicQuery.queryKey, view);
  const upload = useMutation<ClinicView, ApiError, File>({ mutationFn: uploadLogo, onSuccess: store });
  const remove = useMutation<ClinicView, ApiError>({ mutationFn: () => removeLogo(clinic.version), onSuccess: store });

  async function choose(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    upload.reset();
    const found = await chosenImageProblem(file, 'logo');
    setProblem(found);
    if (!found) upload.mutate(file);
  }

  const busy = upload.isPending || remove.isPending;
  const messages = problem ? [problem] : ((upload.error ?? remove.error)?.messages ?? []);

  return (
    <div className="logo-upload">
      <div className="logo-upload__preview" aria-busy={busy}>
        {clinic.logo ? (
          <img src={imageUrl(clinic.logo, '250x250')} alt="Логотип клиники" width={250} height={250} data-testid="logo-preview" />
        ) : (
          <span className="logo-upload__empty">Логотип не загружен</span>
        )}
        {busy ? (
          <span className="logo-upload__busy">
            <Spinner />
          </span>
        ) : null}
      </div>
      <div className="logo-upload__side">
        <p className="panel__hint">SVG, PNG или JPEG до 10 МБ. Логотип виден в шапке кабинета и в виджете записи.</p>
        <div className="logo-upload__actions">
          <label className={`btn btn--secondary btn--small${busy ? ' btn--disabled' : ''}`}>
            {clinic.logo ? 'Заменить логотип' : 'Загрузить логотип'}
            <input
              ref={input}
              type="file"
              className="visually-hidden"
              accept={acceptOf('logo')}
              disabled={busy}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          </label>
          {clinic.logo ? (
            <button type="button" className="btn btn--ghost btn--small" disabled={busy} onClick={() => remove.mutate()}>
              Удалить
            </button>
          ) : null}
        </div>
        <FormMessages messages={messages} />
      </div>
    </div>
  );
}
