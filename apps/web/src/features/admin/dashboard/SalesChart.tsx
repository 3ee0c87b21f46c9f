import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { formatPrice } from '@burgers/domain/pricing';
import type { DashboardStats } from '@burgers/domain/types';
import { shortDay } from './api/stats';

// Only what this chart draws, so the admin chunk carries no more of chart.js than it uses.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

/** Orders (bars) and revenue (line) of the last 14 days; the same figures are in the table beside it. */
export default function SalesChart({ days }: { days: DashboardStats['days'] }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      data: {
        labels: days.map((day) => shortDay(day.date)),
        datasets: [
          {
            type: 'bar',
            label: 'Pedidos',
            data: days.map((day) => day.orders),
            backgroundColor: '#f4a300',
            yAxisID: 'orders',
            order: 2,
          },
          {
            type: 'line',
            label: 'Ventas ($)',
            data: days.map((day) => day.revenue),
            borderColor: '#d7263d',
            backgroundColor: '#d7263d',
            yAxisID: 'revenue',
            tension: 0.25,
            order: 1,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        plugins: {
          legend: { position: 'bottom' },
          tooltip: {
            callbacks: {
              label: (item) =>
                item.dataset.yAxisID === 'revenue'
                  ? `Ventas: ${formatPrice(Number(item.raw))}`
                  : `Pedidos: ${String(item.raw)}`,
            },
          },
        },
        scales: {
          x: { ticks: { autoSkip: true, maxRotation: 0 } },
          orders: { type: 'linear', position: 'left', beginAtZero: true, ticks: { precision: 0 } },
          revenue: {
            type: 'linear',
            position: 'right',
            beginAtZero: true,
            grid: { drawOnChartArea: false },
            ticks: { precision: 0, callback: (value) => formatPrice(Number(value)) },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [days]);

  return (
    <div className="sales-chart">
      <canvas
        ref={canvas}
        role="img"
        aria-label="Gráfico de pedidos y ventas por día de los últimos 14 días. Los mismos datos están en la tabla."
      />
    </div>
  );
}
