export function PageLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-navy-50" role="status">
      <span className="text-sm text-slate-700">Loading...</span>
    </div>
  );
}
