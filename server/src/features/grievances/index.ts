export {
  addAffected,
  breachDetail,
  breachReport,
  breachTravellers,
  listBreaches,
  markBreachReported,
  notifyAffected,
  recordBreach,
} from './breaches';
export { acknowledgeGrievance, addGrievanceNote, grievanceCase, listGrievances, resolveGrievance } from './cases';
export type { GrievanceOfficerSettings } from './emails';
export { grievanceReminderJob, grievanceReminderQueue, sendGrievanceReminders } from './reminders';
export { default as grievanceRoutes } from './routes';
export { GRIEVANCE_PER_IP } from './service';
