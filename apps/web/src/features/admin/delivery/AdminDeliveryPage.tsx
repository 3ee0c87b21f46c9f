import { useState } from 'react';
import { MapView } from '#components/map/MapView';
import { PageHeader } from '#components/PageHeader';
import { PageLoader } from '#components/PageLoader';
import { useAdminZones, useSaveZones, type ZoneDraft } from './api';
import { DeliveryHoursForm } from './DeliveryHoursForm';
import { DeliverySettingsForm } from './DeliverySettingsForm';
import { ZONES_TEXT } from './messages';
import { ZoneForm } from './ZoneForm';

type Corner = [number, number];

/**
 * /admin/envios: the owner draws, edits and deletes the delivery zones on a plain map of the
 * neighbourhood (an outline over a grid with the store's pin: no tiles, works offline), then saves
 * them all at once; the server checks each (closed, not crossing itself, within 15 km).
 */
export default function AdminDeliveryPage() {
  const stored = useAdminZones();
  const save = useSaveZones();
  const [draft, setDraft] = useState<ZoneDraft[] | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  // Corners being drawn, and for which zone (null: a new one).
  const [drawing, setDrawing] = useState<{ corners: Corner[]; zone: number | null } | null>(null);

  if (stored.isPending || !stored.data) return <PageLoader />;
  const zones: ZoneDraft[] =
    draft ?? stored.data.features.map((feature) => ({ ...feature.properties, rings: feature.geometry.coordinates }));
  const edit = (next: ZoneDraft[]) => {
    setDraft(next);
    save.reset();
  };

  const closeDrawing = () => {
    if (!drawing || drawing.corners.length < 3) return;
    const ring: Corner[] = [...drawing.corners, drawing.corners[0]!];
    if (drawing.zone === null) {
      const zone = {
        name: ZONES_TEXT.newName(zones.length + 1),
        fee: 0,
        minimum: 0,
        extraMinutes: 0,
        active: true,
        rings: [ring],
      };
      edit([...zones, zone]);
      setSelected(zones.length);
    } else {
      edit(zones.map((zone, index) => (index === drawing.zone ? { ...zone, rings: [ring] } : zone)));
    }
    setDrawing(null);
  };

  const chosen = selected === null ? undefined : zones[selected];
  return (
    <>
      <PageHeader kicker={ZONES_TEXT.kicker} title={ZONES_TEXT.title} subtitle={ZONES_TEXT.subtitle} />
      <div className="container pb-5 admin-delivery">
        <div className="row g-4">
          <div className="col-lg-7">
            <MapView
              tiles={stored.data.tiles}
              zones={zones.map((zone) => ({ name: zone.name, rings: zone.rings, active: zone.active }))}
              store={stored.data.store}
              selected={selected}
              label={ZONES_TEXT.mapLabel}
              testId="zones-map"
              drawing={drawing?.corners}
              onPick={(point) => {
                if (drawing) setDrawing({ ...drawing, corners: [...drawing.corners, [point.lng, point.lat]] });
              }}
            />
            <div className="d-flex flex-wrap gap-2 mt-2 align-items-center">
              {drawing ? (
                <>
                  <span className="small" data-testid="drawing-corners">
                    {ZONES_TEXT.corners(drawing.corners.length)}
                  </span>
                  <button
                    type="button"
                    className="btn btn-primary btn-sm"
                    disabled={drawing.corners.length < 3}
                    onClick={closeDrawing}
                  >
                    {ZONES_TEXT.close}
                  </button>
                  <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setDrawing(null)}>
                    {ZONES_TEXT.cancel}
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  className="btn btn-outline-dark btn-sm"
                  onClick={() => setDrawing({ corners: [], zone: null })}
                >
                  {ZONES_TEXT.draw}
                </button>
              )}
            </div>
            {drawing && <p className="small text-body-secondary mt-1">{ZONES_TEXT.drawHelp}</p>}
          </div>
          <div className="col-lg-5">
            <h2 className="h5">{ZONES_TEXT.zones}</h2>
            {zones.length === 0 && <p className="text-body-secondary">{ZONES_TEXT.none}</p>}
            <div className="list-group mb-3">
              {zones.map((zone, index) => (
                <button
                  key={`${zone.name}-${index}`}
                  type="button"
                  className={`list-group-item list-group-item-action${selected === index ? ' active' : ''}`}
                  aria-pressed={selected === index}
                  onClick={() => setSelected(index)}
                >
                  {zone.name} · ${zone.fee} · mín. ${zone.minimum} · +{zone.extraMinutes} min
                  {!zone.active && ' (inactiva)'}
                </button>
              ))}
            </div>
            {chosen && selected !== null && (
              <ZoneForm
                zone={chosen}
                onChange={(zone) => edit(zones.map((item, index) => (index === selected ? zone : item)))}
                onRemove={() => {
                  edit(zones.filter((_, index) => index !== selected));
                  setSelected(null);
                }}
                onRedraw={() => setDrawing({ corners: [], zone: selected })}
              />
            )}
            {save.isError && (
              <p className="alert alert-danger" role="alert">
                {save.error.message}
              </p>
            )}
            {save.isSuccess && (
              <p className="alert alert-success" role="status">
                {ZONES_TEXT.saved}
              </p>
            )}
            <button
              type="button"
              className="btn btn-primary w-100 mb-4"
              disabled={save.isPending}
              onClick={() => save.mutate(zones, { onSuccess: () => setDraft(null) })}
            >
              {ZONES_TEXT.save}
            </button>
            <DeliverySettingsForm />
          </div>
        </div>
        <DeliveryHoursForm />
      </div>
    </>
  );
}
