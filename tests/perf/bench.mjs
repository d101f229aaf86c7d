// `npm run bench`: the benchmark (load, request rounds, INP, bytes against a floor) is not built yet.
console.log('The benchmark is not built yet: npm run bench will measure the admin in Chromium against a floor page.');
