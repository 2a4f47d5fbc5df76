"use client";

import { useEffect, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { formatClub } from "@/lib/club-time";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { loadForecast } from "@/lib/weather-api";
import type { WeatherForecastJson } from "@/lib/weather-json";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { CurrentWeatherCard } from "./current-weather-card";
import { ForecastDayCard } from "./forecast-day-card";

const LOAD_ERROR = "Erro ao carregar previsão do tempo";
const LOADED = "Previsão do tempo carregada com sucesso!";

/** When the forecast was asked for, as the footer and the stale note say it: '10/07/2026 às 11:00'. */
const updatedAt = (iso: string) => formatClub(new Date(iso), "dd/MM/yyyy 'às' HH:mm");

/** /weather: the current weather and the next five days, refreshed on request. */
export function WeatherScreen() {
  const [forecast, setForecast] = useState<WeatherForecastJson | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  // Each load; `byUser` for 'Atualizar Previsão', whose success is announced with a toast.
  const [request, setRequest] = useState({ id: 0, byUser: false });

  useEffect(
    () =>
      loadWhileCurrent(
        loadForecast(5),
        (answer) => {
          setLoading(false);
          setForecast(answer);
          if (answer.error) {
            setProblem(answer.message || answer.error);
            toast.error(LOAD_ERROR);
          } else {
            setProblem(null);
            if (request.byUser) toast.success(LOADED);
          }
        },
        (failure) => {
          setLoading(false);
          setProblem(errorMessage(failure, LOAD_ERROR));
          toast.error(LOAD_ERROR);
        },
      ),
    [request],
  );

  function refresh() {
    setLoading(true);
    setRequest((previous) => ({ id: previous.id + 1, byUser: true }));
  }

  return (
    <section className="space-y-6" aria-busy={loading}>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Previsão do Tempo - Seixal, Portugal</h1>
          <p className="mt-2 text-slate-600">O tempo para os próximos dias de treino, hora a hora.</p>
        </div>
        <Button type="button" onClick={refresh} busy={loading} busyLabel="A atualizar..." className="shrink-0">
          Atualizar Previsão
        </Button>
      </header>

      <FormAlert message={problem} />
      {forecast?.stale && forecast.last_updated && (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          A mostrar a última previsão obtida, de {updatedAt(forecast.last_updated)}: pode estar desatualizada.
        </p>
      )}

      {forecast === null ? (
        loading && (
          <p role="status" className="py-10 text-center text-sm text-slate-600">
            A carregar previsão do tempo...
          </p>
        )
      ) : (
        <>
          {forecast.current && <CurrentWeatherCard location={forecast.location} current={forecast.current} />}
          {forecast.forecast.length > 0 ? (
            <section aria-labelledby="forecast-days" className="space-y-4">
              <h2 id="forecast-days" className="text-lg font-semibold text-slate-900">
                Próximos dias
              </h2>
              {forecast.forecast.map((day) => (
                <ForecastDayCard key={day.date_iso} day={day} hours={forecast.hourly_data.filter((hour) => hour.date === day.date_iso)} />
              ))}
            </section>
          ) : (
            !problem && <p className="rounded-xl border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-600">Sem previsão disponível.</p>
          )}
          {forecast.last_updated && (
            <p className="text-sm text-slate-500">
              Última atualização: <time dateTime={forecast.last_updated}>{updatedAt(forecast.last_updated)}</time>
            </p>
          )}
        </>
      )}
    </section>
  );
}
