// The bridge to Stately's hosted inspector, as @statelyai/inspect's own bridge page works: the
// embedded inspector says '@statelyai.connected' when it is ready; until then the events wait.
const frame = document.getElementById('inspector');
const status = document.getElementById('status');
const waiting = [];
let connected = false;
let relayed = 0;

window.addEventListener('message', (e) => {
  if (e.source !== frame.contentWindow || e.data?.type !== '@statelyai.connected') return;
  connected = true;
  for (const event of waiting.splice(0)) post(event);
  status.textContent = `connected · ${relayed} events relayed`;
});

function post(event) {
  frame.contentWindow.postMessage(event, '*');
  relayed++;
  if (connected) status.textContent = `connected · ${relayed} events relayed`;
}

const source = new EventSource('/stately/events');
source.addEventListener('stately', (m) => {
  const event = JSON.parse(m.data);
  if (connected) post(event);
  else waiting.push(event);
});
source.addEventListener('error', () => (status.textContent = 'the local inspector is not answering'));
