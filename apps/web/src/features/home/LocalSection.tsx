import { FaClock } from '#components/icons/FaClock';
import { FaDirections } from '#components/icons/FaDirections';
import { FaMapMarkerAlt } from '#components/icons/FaMapMarkerAlt';
import { FaPhoneAlt } from '#components/icons/FaPhoneAlt';
import { SectionTitle } from '#components/SectionTitle';
import { STORE } from '#components/store/store-info';
import { StoreHours } from '#components/store/StoreHours';
import { StoreMap } from '#components/store/StoreMap';

/** The local: address, hours and the embedded map (docs/product/storefront.md#home). */
export function LocalSection() {
  return (
    <section className="section section--dark local" aria-labelledby="local-title">
      <div className="container">
        <div className="row g-4 g-lg-5 align-items-center">
          <div className="col-lg-5">
            <SectionTitle
              id="local-title"
              kicker="Nuestro local"
              title="Vení a Devoto"
              subtitle="Mesas adentro y en la vereda, la parrilla a la vista y la mejor música del barrio."
              align="start"
              tone="light"
            />
            <ul className="local__facts">
              <li>
                <FaMapMarkerAlt aria-hidden="true" />
                <span>
                  <strong>{STORE.street}</strong>
                  <br />
                  {STORE.area}
                </span>
              </li>
              <li>
                <FaClock aria-hidden="true" />
                <StoreHours className="local__hours" />
              </li>
              <li>
                <FaPhoneAlt aria-hidden="true" />
                <a href={STORE.phoneHref}>{STORE.phone}</a>
              </li>
            </ul>
            <a href={STORE.mapLink} target="_blank" rel="noopener noreferrer" className="btn btn-primary btn-lg mt-2">
              <FaDirections aria-hidden="true" className="me-2" />
              Cómo llegar
            </a>
          </div>
          <div className="col-lg-7">
            <StoreMap size="local" className="local__map" />
          </div>
        </div>
      </div>
    </section>
  );
}

export default LocalSection;
