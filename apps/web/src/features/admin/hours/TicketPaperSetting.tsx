import { useEffect, useState } from 'react';
import { Form } from 'react-bootstrap';
import { errorText } from '#api/client';
import { fetchPaperWidth, savePaperWidth, type PaperWidth } from '#api/printing';
import { successAlert } from '#lib/alerts';

/** The kitchen printer's paper, for the comandas and tickets: 80 mm rolls, or 58 mm ones. */
export function TicketPaperSetting() {
  const [paper, setPaper] = useState<PaperWidth | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void fetchPaperWidth().then((width) => {
      if (current) setPaper(width);
    });
    return () => {
      current = false;
    };
  }, []);

  const choose = async (width: PaperWidth) => {
    setError(null);
    try {
      const saved = await savePaperWidth(width);
      setPaper(saved.paperMm);
      void successAlert('Papel de la impresora guardado');
    } catch (failure) {
      setError(errorText(failure, 'No se pudo guardar el papel de la impresora'));
    }
  };

  return (
    <section className="card shadow-sm mt-4" aria-labelledby="ticket-paper-title">
      <div className="card-body">
        <h2 id="ticket-paper-title" className="h4">
          Impresora de comandas y tickets
        </h2>
        <Form.Group controlId="ticket-paper" className="d-flex flex-wrap align-items-center gap-3">
          <Form.Label className="mb-0">Ancho del papel</Form.Label>
          <Form.Select
            className="w-auto"
            value={paper ?? ''}
            disabled={paper === null}
            onChange={(event) => void choose(Number(event.target.value) === 58 ? 58 : 80)}
          >
            <option value="80">80 mm</option>
            <option value="58">58 mm</option>
          </Form.Select>
        </Form.Group>
        {error && (
          <p className="text-danger mt-2 mb-0" role="alert">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}
