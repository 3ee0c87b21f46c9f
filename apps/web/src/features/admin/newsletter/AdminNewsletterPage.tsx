import { PageHeader } from '#components/PageHeader';
import { NEWSLETTER_TEXT } from './messages';
import { AudienceCount, SentList } from './NewsletterAudience';
import { NewsletterForm } from './NewsletterForm';
import './admin-newsletter.scss';

/** /adminnewsletter: write the news, see the mail, send it to every subscriber (docs/product/admin.md#newsletter). */
export default function AdminNewsletterPage() {
  return (
    <>
      <PageHeader kicker={NEWSLETTER_TEXT.kicker} title={NEWSLETTER_TEXT.title} subtitle={NEWSLETTER_TEXT.subtitle} />
      <div className="container py-4 py-lg-5">
        <AudienceCount />
        <NewsletterForm />
        <SentList />
      </div>
    </>
  );
}
