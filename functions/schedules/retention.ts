// Daily: anonymises the leads older than each clinic's retention period (functions/domain/patient-data/retention-job.ts).
import type { ScheduledEvent } from 'aws-lambda';
import { runRetention } from '../domain/patient-data/retention-job';

export const handler = async (event?: ScheduledEvent) => runRetention(event?.time ? new Date(event.time) : new Date());
