// The landing's only script (web/index.html is the prerendered page): error reports, its styles, the
// visit's UTM tags (kept for a registration later in the visit), and the lead form.
import { reportPageErrors } from '../../errors/uncaught';
import '../../styles/base.css';
import '../../ui/ui.css';
import './landing.css';
import { captureUtm } from '../../analytics/utm';
import { attachLeadForm } from './lead-form';

reportPageErrors();
captureUtm(window.location.search);
const form = document.getElementById('lead-form');
if (form instanceof HTMLFormElement) attachLeadForm(form);
