import { NotOpenYet } from '../../../components/ui/not-open-yet.tsx';

export function PdfPage() {
  return <NotOpenYet title="Report" detail="Your report’s progress and download will appear here." />;
}
